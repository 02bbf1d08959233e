/**
 * OpenCC's dictionaries as `opencc-js` ships them (`opencc-js/dict/<name>`): one string of
 * `source target` entries joined by `|`. The package types its converters, not these files.
 */
declare module 'opencc-js/dict/*' {
  const dictionary: string;
  export default dictionary;
}
