#!/usr/bin/env node
// The `dockside` command: Node >= 22.18 runs the TypeScript entry point directly.
import '../src/main.ts';
