# Fake object.pm in the shape of SPEC CPU 2017's (for tests of corpora/spec/build.sh).
$benchnum  = '520';
$benchname = 'omnetpp_r';
$exename   = 'omnetpp_r';
$benchlang = 'CXX';
@base_exe  = ($exename);

%sources = (
    'omnetpp_r' => [ qw(
        omnetpp.cc
        simulator/cmessage.cc
        model/router.cpp
    ) ],
);

$bench_cxxflags = '-Isimulator -Imodel';

1;
