import * as migration_20261121_140847_initial from './20261121_140847_initial';

export const migrations = [
  {
    up: migration_20261121_140847_initial.up,
    down: migration_20261121_140847_initial.down,
    name: '20261121_140847_initial'
  },
];
