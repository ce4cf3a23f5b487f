import { createApp } from './app.js';
import { loadConfig } from './config/config.js';
import { demoLoginsText } from './seed/seed-demo-data.js';

const config = loadConfig();
const app = await createApp(config, { drainOnSignals: true });
await app.listen(config.PORT, '0.0.0.0');
if (config.SEED_DEMO) process.stdout.write(demoLoginsText(`http://localhost:${config.PORT}`) + '\n');
