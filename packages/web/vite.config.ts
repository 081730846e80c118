import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // The manifest tells the server which chunks a route needs, to name them in the page (ADR 015).
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 300, manifest: true },
  server: { proxy: { '/api': 'http://localhost:3000', '/health': 'http://localhost:3000' } },
});
