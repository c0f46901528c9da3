// Where a Lighthouse run's Total Blocking Time comes from, by kind of work.
//
// `pnpm lighthouse` uses simulated throttling (Lantern): it replays the tasks the browser ran in a
// dependency graph, each 4x longer, on a slow network. TBT counts every simulated task over 50 ms
// between simulated FCP and TTI. The FCP graph keeps only the first HTML parse, layout and paint,
// so tasks that ran before the observed first paint (the navigation's commit, later layouts)
// usually land after the simulated one and count too (ADR 0075).
//
// This re-runs the same simulation on the run's saved artifacts (`lighthouse -GA=DIR`), splits each
// counted task's blocking time over the trace events inside it by their own (self) time, and sums
// it per kind. The sum over kinds is the TBT that Lighthouse computes from the saved trace (its
// audit mode, `-A`), which can differ by a few percent from the run's own.

import { Audit } from 'lighthouse/core/audits/audit.js';
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
import { FirstContentfulPaint } from 'lighthouse/core/computed/metrics/first-contentful-paint.js';
import { Interactive } from 'lighthouse/core/computed/metrics/interactive.js';
import { PageDependencyGraph } from 'lighthouse/core/computed/page-dependency-graph.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';

export const kinds = ['navigation commit', 'HTML parse', 'style, layout, paint', 'SVG image documents', 'script', 'unlabelled'];

/** Trace events that set up a document: the page's own at its commit, or an SVG image's. */
const documentSetUp = /^(DocumentLoader::|NavigationBodyLoader::|LocalWindowProxy::|DecodedDataDocumentParser::|CommitLoad$|ContextCreatedNotification$|V8\.DeserializeContext$)/;
const rendering = /^(UpdateLayoutTree|Layout|PrePaint|Paint|PaintImage|Commit|Layerize|UpdateLayer|HitTest|Decode.*|ImageDecodeTask|ScrollLayer|IntersectionObserverController::.*|ParseAuthorStyleSheet|ScheduleStyleRecalculation)$/;
const scripting = /^(EvaluateScript|ScriptCompiled|FunctionCall|TimerFire|RunMicrotasks|FireIdleCallback|FireAnimationFrame|EventDispatch|XHRReadyStateChange|MinorGC|MajorGC|v8\..*|V8\..*|ModuleEvaluated|EvaluateModule|CompileScript|CompileCode)$/;

/**
 * The kind of one trace event. `firstLayout` tells the page's own document set-up (its navigation's
 * commit, always before its first layout) from an SVG image's: Chromium draws each SVG image as a
 * document of its own, set up when the image arrives.
 */
function kindOf(event, parent, firstLayout) {
  if (parent.kind === 'SVG image documents') return parent.kind;
  if (documentSetUp.test(event.name)) return event.ts < firstLayout ? 'navigation commit' : 'SVG image documents';
  if (event.name === 'ParseHTML') return 'HTML parse';
  if (rendering.test(event.name)) return 'style, layout, paint';
  if (scripting.test(event.name)) return 'script';
  return parent.kind;
}

/** Self time (µs) per kind inside one task, from its nested trace events. */
export function selfTimeByKind(task, childEvents, firstLayout) {
  const events = childEvents.filter((e) => e.ph === 'X' && e.dur > 0).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const totals = new Map(kinds.map((kind) => [kind, 0]));
  const stack = [{ name: task.name, ts: task.ts, end: task.ts + task.dur, self: task.dur, kind: 'unlabelled' }];
  const close = (frame) => totals.set(frame.kind, totals.get(frame.kind) + Math.max(0, frame.self));
  for (const event of events) {
    const end = event.ts + event.dur;
    while (stack.length > 1 && event.ts >= stack.at(-1).end) close(stack.pop());
    const parent = stack.at(-1);
    if (end > parent.end) continue; // not nested (clock skew between threads): ignore
    parent.self -= event.dur;
    stack.push({ name: event.name, ts: event.ts, end, self: event.dur, kind: kindOf(event, parent, firstLayout) });
  }
  while (stack.length > 0) close(stack.pop());
  return totals;
}

/**
 * For the run saved in `dir`: blocking time (ms) per kind, which adds up to the simulated TBT, and
 * the share of the counted tasks' wall time that the page's thread spent on a CPU (the trace's
 * thread time); the rest it spent waiting, mostly for a core held by another process.
 */
export async function blockingByKind(dir) {
  const artifacts = await loadArtifacts(dir);
  const settings = { ...defaultSettings, ...artifacts.settings };
  const context = { computedCache: new Map(), settings, options: {} };
  const data = Audit.makeMetricComputationDataInput(artifacts, context);
  const fcp = await FirstContentfulPaint.request(data, context);
  const tti = await Interactive.request(data, context);
  const { URL, SourceMaps, Trace: trace, DevtoolsLog: devtoolsLog } = artifacts;
  const graph = await PageDependencyGraph.request({ settings, trace, devtoolsLog, URL, SourceMaps, fromTrace: false }, context);
  const simulator = await LoadSimulator.request({ devtoolsLog, settings }, context);
  const { nodeTimings } = simulator.simulate(graph, { label: 'blocking-by-kind' });
  // TBT is the mean of two windows: (pessimistic FCP, optimistic TTI) and (optimistic FCP, pessimistic TTI).
  const windows = [
    [fcp.pessimisticEstimate.timeInMs, tti.optimisticEstimate.timeInMs],
    [fcp.optimisticEstimate.timeInMs, tti.pessimisticEstimate.timeInMs],
  ];
  const byKind = new Map(kinds.map((kind) => [kind, 0]));
  let wall = 0;
  let onCpu = 0;
  let firstLayout = Number.POSITIVE_INFINITY;
  for (const node of nodeTimings.keys()) {
    if (node.type === 'cpu') for (const e of node.childEvents) if (e.name === 'Layout') firstLayout = Math.min(firstLayout, e.ts);
  }
  for (const [node, timing] of nodeTimings) {
    if (node.type !== 'cpu' || timing.duration < 50) continue;
    let blocking = 0;
    for (const [from, to] of windows) {
      const clipped = Math.min(timing.endTime, to) - Math.max(timing.startTime, from);
      if (clipped >= 50) blocking += (clipped - 50) / windows.length;
    }
    if (blocking === 0) continue;
    wall += node.event.dur * blocking;
    onCpu += Math.min(node.event.tdur ?? node.event.dur, node.event.dur) * blocking;
    const self = selfTimeByKind(node.event, node.childEvents, firstLayout);
    const total = [...self.values()].reduce((sum, value) => sum + value, 0) || 1;
    for (const [kind, time] of self) byKind.set(kind, byKind.get(kind) + (blocking * time) / total);
  }
  return { byKind, cpuShare: wall > 0 ? onCpu / wall : 1 };
}
