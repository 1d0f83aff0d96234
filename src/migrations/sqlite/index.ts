import * as migration_20261121_140834_initial from './20261121_140834_initial';

export const migrations = [
  {
    up: migration_20261121_140834_initial.up,
    down: migration_20261121_140834_initial.down,
    name: '20261121_140834_initial'
  },
];
