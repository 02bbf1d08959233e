/**
 * The flags every server process is started with: `npm start`, deploy/Dockerfile,
 * deploy/vaga.service, the deployment tests and the benchmarks (node-flags.test.ts holds them to
 * this list).
 *
 * A young generation of a fixed size. By default V8 grows it with the load and shrinks it at a
 * memory-reducing collection (after a quiet spell, or when asked to): an instance that had one
 * then collected its young objects every 2 MB allocated instead of every 13 MB, 7.5 times as
 * often a request, for as long as it served (docs/benchmarks.md). Fixed at 32 MB a half, it is
 * collected every 32 MB whatever the instance's history, for about 48 MB more memory an instance.
 */
export const SERVER_HEAP_FLAGS = ['--min-semi-space-size=32', '--max-semi-space-size=32'];

/** How a server process is started: its flags, then the compiled entry point. */
export const SERVER_NODE_ARGS = ['--enable-source-maps', ...SERVER_HEAP_FLAGS, 'dist/server.js'];
