import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by `dockside serve` under /console (src/http/console.ts), same origin as the admin API.
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  resolve: { conditions: ['dockside-source'] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
