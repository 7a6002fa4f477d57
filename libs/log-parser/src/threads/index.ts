// `@sillage/log-parser/threads`: how the server libraries start their worker threads, and whether
// a library's build is as new as its sources. Here, the lowest of them, so that every library
// with a thread (the format assistant here, recognition and verification in @sillage/platforms)
// starts it the same way.
export { filesUnder, isBuiltAfter, notLibraryCode } from './library-code.js';
export { threadEntry, type ThreadEntry } from './thread-entry.js';
