export { Carousel } from './Carousel';
export type { CarouselProps, CarouselImage } from './Carousel';
