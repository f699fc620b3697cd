import {register} from '@shopify/web-pixels-extension';
import {keelPixel} from './pixel';

register(keelPixel);
