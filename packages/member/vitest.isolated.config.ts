import { isolatedTwin } from '../../vitest.isolated.ts';
import unit from './vitest.config.ts';

export default isolatedTwin(unit);
