#!/usr/bin/env node
// Committed launcher: npm links a workspace bin at install time, before `prepare` builds dist/.
import '../dist/main.js';
