import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Everything the SPA calls lives on the Fastify server; in dev it runs beside Vite on port 3000.
const API = process.env.SHOP_API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // Must come before the React plugin: it rewrites route files into lazily loaded chunks.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/trpc': API,
      '/api': API,
      '/healthz': API,
    },
  },
  build: {
    // The server serves hashed files under /assets/ with long-lived cache headers.
    assetsDir: 'assets',
    sourcemap: true,
  },
});
