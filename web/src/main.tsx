import './lib/zod-jitless'; // before any module that builds a zod schema
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadPageAt } from './app/routes';
import { ErrorBoundary } from './ui/ErrorBoundary';
import './styles.css';

const root = document.getElementById('root')!;
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <ErrorBoundary>
        <App />
      </ErrorBoundary>
    </StrictMode>,
  );

// A job's public page comes drawn by the server (issue 22): it stays until its own
// code is in, rather than giving way to a loading spinner first.
if (root.dataset.prerendered) void loadPageAt(window.location).then(render, render);
else render();
