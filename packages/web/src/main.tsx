import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import './styles/base.css';
import './styles/theme.css';
import './styles/domino.css';
import './styles/lobby.css';
import './styles/table.css';
import './styles/board.css';
import './styles/panels.css';
import './styles/events.css';
import './styles/event-sharing.css';
import './styles/event-day.css';
import './styles/formats.css';
import './styles/ratings.css';
import './styles/notices.css';
import './styles/notice-bell.css';
import './styles/waiting-room.css';
import './styles/keys.css';
import './styles/match-over.css';
import './styles/solo.css';
import './styles/organizer.css';
import './styles/live.css';
import './styles/puzzles.css';
import './styles/admin.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
