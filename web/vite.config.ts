import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In `npm run dev` the API paths go to hosting on :5000, which rewrites them to the function.
const apiTarget = 'http://127.0.0.1:5000';

export default defineConfig({
  plugins: [react()],
  envDir: '..',
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': apiTarget, '/admin/': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      // reactfire imports every Firebase product; the ones this app never uses
      // (Realtime Database, Remote Config, Functions SDK) are dropped when unused.
      treeshake: {
        moduleSideEffects: (id) => !/node_modules\/(@firebase\/(database|database-compat|remote-config|functions)|firebase\/(database|remote-config|functions))\//.test(id),
      },
      output: {
        manualChunks(id) {
          // Firebase products in their own chunks, so a route loads only what it uses.
          // Lite (one-shot reads) apart from the full SDK (listeners, writes): /jobs needs only Lite to show its cards.
          // (bloom-blob, shared by both, goes with Lite so that Lite never imports the full chunk.)
          if (/node_modules\/(@firebase\/firestore\/dist\/lite\/|firebase\/firestore\/lite|@firebase\/webchannel-wrapper\/dist\/bloom-blob\/)/.test(id)) return 'firebase-firestore-lite';
          if (id.includes('node_modules/@firebase/firestore') || id.includes('node_modules/firebase/firestore')) return 'firebase-firestore';
          if (id.includes('node_modules/@firebase/storage') || id.includes('node_modules/firebase/storage')) return 'firebase-storage';
          if (id.includes('node_modules/@firebase/auth') || id.includes('node_modules/firebase/auth')) return 'firebase-auth';
          if (id.includes('node_modules/react-dom') || id.includes('node_modules/react/') || id.includes('node_modules/scheduler')) return 'react';
          return undefined;
        },
      },
    },
  },
});
