/** `import css from './x.css?inline'`: the stylesheet text (Vite natively, rollup via rollup.config.mjs). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
