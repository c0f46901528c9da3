import { describe, expect, it } from 'vitest';
import { selfTimeByKind } from './lighthouse-blocking.mjs';

/** A complete trace event ('X') of `dur` µs at `ts` µs. */
const event = (name, ts, dur) => ({ name, ph: 'X', ts, dur });
const ms = (totals) => Object.fromEntries([...totals].filter(([, us]) => us > 0).map(([kind, us]) => [kind, us / 1000]));

describe('selfTimeByKind', () => {
  it('gives each kind the time of its own events, without what nested events of another kind took', () => {
    const task = event('RunTask', 0, 40_000);
    const children = [
      event('ParseHTML', 1_000, 30_000),
      event('EvaluateScript', 2_000, 10_000), // a parser-blocking script inside the parse
      event('v8.run', 2_500, 9_000),
      event('Layout', 32_000, 6_000),
    ];
    expect(ms(selfTimeByKind(task, children, 0))).toEqual({
      'HTML parse': 20,
      script: 10,
      'style, layout, paint': 6,
      unlabelled: 4,
    });
  });

  it("counts document set-up before the page's first layout as its navigation, and after it as SVG images", () => {
    const commit = event('RunTask', 0, 50_000);
    const commitChildren = [event('DocumentLoader::CommitNavigation', 0, 45_000), event('LocalWindowProxy::Initialize', 5_000, 20_000)];
    expect(ms(selfTimeByKind(commit, commitChildren, 100_000))).toEqual({ 'navigation commit': 45, unlabelled: 5 });

    const imageArrives = event('RunTask', 200_000, 20_000);
    const imageChildren = [
      event('DocumentLoader::CommitNavigation', 200_000, 5_000),
      event('DecodedDataDocumentParser::AppendBytes', 206_000, 8_000),
      event('UpdateLayoutTree', 207_000, 3_000), // the SVG document's own style
      event('Paint', 215_000, 5_000),
    ];
    expect(ms(selfTimeByKind(imageArrives, imageChildren, 100_000))).toEqual({
      'SVG image documents': 13,
      'style, layout, paint': 5,
      unlabelled: 2,
    });
  });

  it('ignores an event that overlaps the end of its parent instead of nesting in it', () => {
    const task = event('RunTask', 0, 10_000);
    const children = [event('FunctionCall', 0, 8_000), event('Layout', 7_000, 5_000)];
    expect(ms(selfTimeByKind(task, children, 0))).toEqual({ script: 8, unlabelled: 2 });
  });
});
