/**
 * Node's heap settings for the server (`npm start`, the bench, the
 * end-to-end tests). The server keeps about 70 MB of live objects; under
 * load V8 would otherwise grow its heap with garbage it has not collected
 * yet, to 100 MB and more above that, and never give it back. With a
 * 160 MB old generation and 4 MB semi-spaces it collects sooner and the
 * process stays near its size after start (a second start 240–250 MB, 280–290
 * MB after the bench's load). `package.json`'s `start` script repeats them
 * (a test keeps the two the same).
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=160', '--max-semi-space-size=4'];
