/** @type {import('next').NextConfig} */
const nextConfig = {
  // styled-components' own transform for this app's code: stable class names between server and browser.
  compiler: { styledComponents: true },
};

export default nextConfig;
