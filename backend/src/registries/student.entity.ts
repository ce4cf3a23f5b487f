import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A student as the education registry knows them (the student-rent form fills these in by PINFL). */
@Entity('students')
export class Student {
  @PrimaryColumn('text')
  pinfl!: string;

  @Column('text', { name: 'full_name' })
  fullName!: string;

  @Column('text')
  university!: string;

  @Column('text')
  faculty!: string;

  @Column('text', { name: 'study_form' })
  studyForm!: string;

  @Column('smallint')
  course!: number;
}
