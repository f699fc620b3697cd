import {defineConfig} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {reactRouter} from '@react-router/dev/vite';
import {vanillaExtractPlugin} from '@vanilla-extract/vite-plugin';
import {loadAppEnv} from './scripts/lib/env.ts';

export default defineConfig(({command}) => ({
  // In dev the worker gets the same environment as `npm start` (.env over .env.example, see scripts/dev.ts).
  plugins: [hydrogen(), oxygen(command === 'serve' ? {env: loadAppEnv()} : {}), reactRouter(), vanillaExtractPlugin()],
  resolve: {
    tsconfigPaths: true,
  },
  build: {
    // A strict Content-Security-Policy forbids inlined base64 assets.
    assetsInlineLimit: 0,
  },
  ssr: {
    optimizeDeps: {
      include: [
        'react-router > set-cookie-parser',
        'react-router > cookie',
        'react-router',
      ],
    },
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 3000),
  },
}));
