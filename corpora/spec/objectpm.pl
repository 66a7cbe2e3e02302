#!/usr/bin/perl
# Reads one SPEC CPU 2017 benchmark's Spec/object.pm and prints what corpora/spec/build.sh
# needs, one "key=value" per line:
#
#   perl corpora/spec/objectpm.pl benchspec/CPU/505.mcf_r/Spec/object.pm
#   parsed=eval|regex|none     how the file was read
#   lang=C                     every language of $benchlang / %benchlang (C, CXX, F, F77)
#   flags=...                  $bench_flags (or the values of %bench_flags, joined)
#   cflags=... / cxxflags=...  $bench_cflags / $bench_cxxflags (likewise)
#   source=PATH                each source of @sources / %sources (union over the
#                              executables, in order, without repeats), relative to src/
#
# object.pm is Perl: it is evaluated in a Safe compartment (assignments, qw lists and
# sub definitions work; nothing is run that touches files or processes). When that
# fails, the assignments are read by regular expressions (scalars and qw() lists).
use strict;
use warnings;
use Safe;

my $file = shift @ARGV or die "usage: objectpm.pl Spec/object.pm\n";
open(my $fh, '<', $file) or die "cannot read $file: $!\n";
my $text = do { local $/; <$fh> };
close $fh;

my (%scalar, %list);    # name -> string / name -> [strings]
my $how = 'none';

my $safe = Safe->new('SpecObject');
{
    local $SIG{__WARN__} = sub { };
    $safe->reval($text);
}
if (!$@) {
    $how = 'eval';
    no strict 'refs';
    for my $name (qw(benchlang bench_flags bench_cflags bench_cxxflags)) {
        my $s = ${"SpecObject::$name"};
        my %h = %{"SpecObject::$name"};
        if (defined $s && $s ne '') {
            $scalar{$name} = $s;
        } elsif (%h) {
            $scalar{$name} = join(' ', map { ref $h{$_} eq 'ARRAY' ? @{ $h{$_} } : $h{$_} } sort keys %h);
        }
    }
    my @src = @{"SpecObject::sources"};
    my %src = %{"SpecObject::sources"};
    if (!@src && %src) {
        @src = map { ref $src{$_} eq 'ARRAY' ? @{ $src{$_} } : split(' ', $src{$_}) } sort keys %src;
    }
    $list{sources} = \@src;
} else {
    # The assignments SPEC's object.pm files make, read without running the file.
    for my $name (qw(benchlang bench_flags bench_cflags bench_cxxflags)) {
        if ($text =~ /^\s*\$$name\s*=\s*(['"])(.*?)\1\s*;/ms) {
            $scalar{$name} = $2;
            $how = 'regex';
        }
    }
    my @src;
    # @sources = qw( ... );  and  'exe' => [ qw( ... ) ]  inside %sources = ( ... );
    if ($text =~ /^\s*\@sources\s*=\s*qw\s*\((.*?)\)/ms) {
        push @src, split(' ', $1);
    }
    if ($text =~ /^\s*%sources\s*=\s*\((.*?)^\s*\)\s*;/ms) {
        my $body = $1;
        push @src, split(' ', $1) while $body =~ /qw\s*\((.*?)\)/gs;
    }
    if (@src) {
        $list{sources} = \@src;
        $how = 'regex';
    }
}

my %seen;
my @sources = grep { !$seen{$_}++ } @{ $list{sources} || [] };
my @langs = split(/[\s,]+/, $scalar{benchlang} // '');
print "parsed=$how\n";
print 'lang=', join(',', @langs), "\n";
for my $k (qw(flags cflags cxxflags)) {
    my $v = $scalar{"bench_$k"} // '';
    $v =~ s/\s+/ /g;
    print "$k=$v\n";
}
print "source=$_\n" for @sources;
