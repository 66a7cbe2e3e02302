# The perl stand-in's benchmark (corpora/perl/manifest.toml [[bench]]): a fixed amount of
# the work perlbench does, deterministic (its own seeded generator, not rand), printing
# one checksum line per phase so a wrong interpreter shows (workload.expected beside this
# file holds the output of a correct run; native.sh --check compares).
#
#   ./perl -I lib workload.pl [SCALE]     # SCALE defaults to 3
use strict;
use warnings;

my $scale = shift // 3;
my $seed = 12345;
sub rnd { $seed = ($seed * 1103515245 + 12345) % 2147483648; return $seed >> 8 }

my @syll = qw(ka lo mi nu pe ra si to ve xa zu an el in or ul th ch sh qu);
sub word { my $n = 1 + rnd() % 4; join '', map { $syll[rnd() % @syll] } 1 .. $n }

# 1. Text: generated sentences, mail-like headers and numbers.
my @lines;
for my $i (1 .. 6000 * $scale) {
    my $k = rnd() % 4;
    if ($k == 0) {
        push @lines, sprintf("From: %s.%s\@%s.example (%s %s) id=%d", word(), word(), word(), ucfirst(word()), ucfirst(word()), rnd() % 100000);
    } elsif ($k == 1) {
        push @lines, sprintf("%04d-%02d-%02d %02d:%02d:%02d value=%d.%03d %s", 2000 + rnd() % 30, 1 + rnd() % 12, 1 + rnd() % 28, rnd() % 24, rnd() % 60, rnd() % 60, rnd() % 10000, rnd() % 1000, word());
    } else {
        push @lines, join(' ', map { word() } 1 .. 5 + rnd() % 10) . '.';
    }
}
my $text = join "\n", @lines;
print "text: ", scalar(@lines), " lines, ", length($text), " bytes\n";

# 2. Regular expressions: captures, alternation, global matches, substitutions.
my ($mails, $dates, $sum) = (0, 0, 0);
for (@lines) {
    if (/^From: ([\w.]+)\@(\w+)\.example \((\w+) (\w+)\) id=(\d+)$/) { $mails++; $sum += $5 + length($1) }
    elsif (/^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d) value=(\d+)\.(\d+)/) { $dates++; $sum += $1 * 12 + $2 + $7 }
}
my $vowels = () = $text =~ /[aeiou]{2,}/g;
my $th = () = $text =~ /\b(?:th|ch|sh)\w*(?:an|el|in|or)\b/g;
(my $copy = $text) =~ s/(\w+)\@(\w+)/$2 at $1/g;
$copy =~ tr/a-z/A-Z/;
my $subs = ($copy =~ s/\b([A-Z])([A-Z]*)\b/$1\L$2/g);
print "regex: $mails mails, $dates dates, sum $sum, $vowels vowel runs, $th th-words, $subs words recased\n";

# 3. Hashes: word counts, nested records, deletes and exists.
my (%count, %by_first);
for my $w (split /[^a-z]+/, $text) {
    next if $w eq '';
    $count{$w}++;
    push @{ $by_first{ substr($w, 0, 2) } }, $w if length($w) > 6;
}
my $distinct = keys %count;
for my $w (keys %count) { delete $count{$w} if $count{$w} < 2 }
my $kept = keys %count;
my $lists = 0;
$lists += @{ $by_first{$_} } for sort keys %by_first;
print "hash: $distinct distinct words, $kept seen twice, $lists long words in ", scalar(keys %by_first), " groups\n";

# 4. Sorting: numeric, by several keys, Schwartzian transform.
my @nums = map { rnd() % 1000000 } 1 .. 40000 * $scale;
my @sorted = sort { $a <=> $b } @nums;
my @top = (sort { $count{$b} <=> $count{$a} || $a cmp $b } keys %count)[0 .. 9];
my @by_len = map { $_->[1] } sort { $a->[0] <=> $b->[0] or $a->[1] cmp $b->[1] } map { [length, $_] } keys %count;
print "sort: min $sorted[0] median $sorted[$#sorted / 2] max $sorted[-1]; top @top[0..2]; shortest $by_len[0], longest $by_len[-1]\n";

# 5. Strings: sprintf, join/split, substr, index, reverse, pack/unpack.
my $acc = 0;
for my $i (1 .. 30000 * $scale) {
    my $s = sprintf("%08x:%s:%d", $i * 2654435761 % 4294967296, word(), $i);
    my @f = split /:/, $s;
    $acc += hex($f[0]) % 1000 + length($f[1]) + index($s, ':', 9);
    $acc += ord(substr(reverse($s), 0, 1));
    $acc ^= unpack('N', pack('A4', $f[1] . 'xxxx'));
}
my $joined = join ',', @sorted[0 .. 999];
my $csum = unpack('%32C*', $joined);
print "string: acc $acc, checksum $csum\n";
