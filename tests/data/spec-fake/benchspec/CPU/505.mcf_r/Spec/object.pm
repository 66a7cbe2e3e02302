# Fake object.pm in the shape of SPEC CPU 2017's (for tests of corpora/spec/build.sh).
$benchnum  = '505';
$benchname = 'mcf_r';
$exename   = 'mcf_r';
$benchlang = 'C';
@base_exe  = ($exename);

$reltol = 0.0;
$abstol = 0.0;

@sources = qw(
              mcf.c
              pbeampp.c
              spec_qsort/spec_qsort.c
             );

$bench_flags = '-DWANT_STDC_PROTO -Ispec_qsort';

sub invoke {
    my ($me) = @_;
    my @rc;
    for ($me->input_files_base) {
        push @rc, { 'command' => $me->exe_file, 'args' => [ $_ ], 'output' => "$_.out" };
    }
    return @rc;
}

1;
