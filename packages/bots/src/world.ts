// Rebuilding a position from a seat's view lives in the engine (it is also the definition's sampleState); the bots keep these names.
export { kernelFromView, unseenCards } from '@escoba/engine';
