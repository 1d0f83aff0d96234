export type { SliderProps, SliderSlide } from './Slider'
export { LazySlider } from './Slider.lazy'
