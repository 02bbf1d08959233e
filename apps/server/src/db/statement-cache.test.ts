import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './database.ts';

describe('the SQLite statement cache', () => {
  it('prepares one SQL once and answers each run with its own parameters', () => {
    const sqlite = new SQLite(':memory:');
    const cached = withStatementCache(sqlite);
    cached.prepare('create table t (id integer primary key, name text)').run([]);
    const insert = cached.prepare('insert into t (name) values (?)');
    insert.run(['a']);
    expect(cached.prepare('insert into t (name) values (?)')).toBe(insert);
    cached.prepare('insert into t (name) values (?)').run(['b']);
    const select = 'select name from t where id = ?';
    expect(cached.prepare(select).all([1])).toEqual([{ name: 'a' }]);
    expect(cached.prepare(select).all([2])).toEqual([{ name: 'b' }]);
    cached.close();
  });

  it('keeps at most its size, dropping the oldest statement first', () => {
    const sqlite = new SQLite(':memory:');
    const cached = withStatementCache(sqlite, 2);
    const one = cached.prepare('select 1');
    const two = cached.prepare('select 2');
    cached.prepare('select 3');
    expect(cached.prepare('select 2')).toBe(two);
    expect(cached.prepare('select 1')).not.toBe(one);
    cached.close();
  });
});
