# Fake object.pm in the shape of SPEC CPU 2017's (for tests of corpora/spec/build.sh).
$benchnum  = '503';
$benchname = 'bwaves_r';
$exename   = 'bwaves_r';
$benchlang = 'F';
@base_exe  = ($exename);

@sources = qw(
              block_solver.f90
             );

1;
