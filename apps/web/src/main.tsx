import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { createAppStore } from './app/store.js';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App store={createAppStore()} />
    </StrictMode>,
  );
}
