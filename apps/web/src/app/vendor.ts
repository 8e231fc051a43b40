// The libraries the app is built on whose modules do work when evaluated (React's renderer). The
// entry (boot.ts) evaluates them in a task of their own before the app's modules: on a phone's
// main thread two shorter tasks instead of one long one (Total Blocking Time).
import 'react';
import 'react-dom/client';
