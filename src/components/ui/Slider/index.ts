export { LazySlider } from './Slider.lazy'
