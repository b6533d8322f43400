import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadAdminConfig } from './shared/admin-config.ts';
import { router } from './app/router.tsx';
import './app/admin.css';

void loadAdminConfig().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
