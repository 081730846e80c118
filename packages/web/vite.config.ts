import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 300 },
  server: { proxy: { '/api': 'http://localhost:3000', '/health': 'http://localhost:3000' } },
});
