// The package ships no types: it exports one stylelint plugin.
declare module 'stylelint-use-logical' {
  const plugin: import('stylelint').Plugin
  export default plugin
}
