import { createApp } from './app.js';
import { offsetClock } from './clock/clock.js';
import { loadConfig } from './config/config.js';
import { demoLoginsText } from './seed/seed-demo-data.js';

const config = loadConfig();
const clock = config.TEST_CLOCK_OFFSET_MS === undefined ? undefined : offsetClock(config.TEST_CLOCK_OFFSET_MS);
const app = await createApp(config, { drainOnSignals: true, clock });
await app.listen(config.PORT, '0.0.0.0');
if (config.SEED_DEMO) process.stdout.write(demoLoginsText(`http://localhost:${config.PORT}`) + '\n');
