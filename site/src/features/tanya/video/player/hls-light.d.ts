// hls.js ships no typings for its `light` entry (the same API without subtitles, EME and
// alternate audio); its types are the main entry's.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
