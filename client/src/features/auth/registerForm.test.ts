import { describe, expect, it } from 'vitest';
import { flattenDepartments } from './registerForm';

describe('flattenDepartments', () => {
  it('lists parents before children with their depth', () => {
    expect(
      flattenDepartments([
        {
          deptCode: 'A01',
          deptName: 'HQ',
          children: [{ deptCode: 'A01A01', deptName: 'Dept', children: [] }],
        },
        { deptCode: 'A02', deptName: 'Branch' },
      ]),
    ).toEqual([
      { deptCode: 'A01', deptName: 'HQ', depth: 0 },
      { deptCode: 'A01A01', deptName: 'Dept', depth: 1 },
      { deptCode: 'A02', deptName: 'Branch', depth: 0 },
    ]);
  });
});
