export { Carousel, positionLabel } from './Carousel';
export type { CarouselProps, CarouselImage } from './Carousel';
