// Vite's build-time constant: true in the server entry's build, false (and its branches dropped) in the browser's.
interface ImportMetaEnv {
  readonly SSR: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
