import * as migration_20261121_150913_initial from './20261121_150913_initial';

export const migrations = [
  {
    up: migration_20261121_150913_initial.up,
    down: migration_20261121_150913_initial.down,
    name: '20261121_150913_initial'
  },
];
