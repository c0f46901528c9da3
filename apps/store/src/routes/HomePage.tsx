export function HomePage() {
  return (
    <section style={{ maxInlineSize: 1200, marginInline: 'auto', padding: '32px 16px' }}>
      <h1>Night suits, t-shirts, lowers, leggings, kurtis and nightwear</h1>
      <p>Comfortable clothing for women and kids, made with care since 2012.</p>
    </section>
  );
}
