// hls.js ships no types for its light build; it is the same class with fewer features (decision 0108).
declare module 'hls.js/light' {
  export {default} from 'hls.js';
}
