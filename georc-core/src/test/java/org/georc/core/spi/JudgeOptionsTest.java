package org.georc.core.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.georc.core.ConfigurationException;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.result.ChainScore;
import org.junit.jupiter.api.Test;

class JudgeOptionsTest {
    /** A provider with one option of each kind; its judge reports the options it was built with. */
    static class Declaring implements JudgeProvider {
        Map<String, String> built;

        @Override
        public String name() {
            return "declaring";
        }

        @Override
        public String description() {
            return "test judge with declared options";
        }


        @Override
        public List<JudgeOption> options() {
            return List.of(
                    JudgeOption.number("lo", 0.40, "lower threshold"),
                    JudgeOption.integer("retries", 2, "extra attempts"),
                    JudgeOption.bool("conflicts", true, "contradiction check"),
                    JudgeOption.choice("matching", "objects", "how clauses match", "objects", "plain"),
                    JudgeOption.path("conflict-lexicon", "extra attribute families"),
                    JudgeOption.integer("concurrency", "requests in flight").tuning());
        }

        @Override
        public Judge create(JudgeResources resources) {
            built = resources.options();
            return new StatementJudge(name()) {
                @Override
                protected Rating rate(Statement s) {
                    return Rating.of(1);
                }
            };
        }
    }

    private static JudgeResources with(String... kv) {
        JudgeResources.Builder b = JudgeResources.builder();
        for (int i = 0; i < kv.length; i += 2) {
            b.option(kv[i], kv[i + 1]);
        }
        return b.build();
    }

    @Test
    void aTypoIsRefusedWithTheClosestDeclaredName() {
        Declaring p = new Declaring();
        assertThatThrownBy(() -> Judges.create(p, with("conflict-lexcon", "x.tsv")))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("judge \"declaring\" has no option \"conflict-lexcon\"")
                .hasMessageContaining("did you mean \"conflict-lexicon\"?")
                .hasMessageContaining("its options: lo, retries, conflicts, matching, conflict-lexicon, concurrency");
        assertThatThrownBy(() -> Judges.create(p, with("Retries", "3"))).hasMessageContaining("did you mean \"retries\"?");
        // nothing close: no suggestion, still the list
        assertThatThrownBy(() -> Judges.create(p, with("temperature", "0.7")))
                .hasMessageNotContaining("did you mean").hasMessageContaining("its options: lo,");
        assertThat(p.built).isNull();
    }

    @Test
    void aJudgeThatDeclaresNothingTakesNoOption() {
        JudgeProvider bare = new JudgeProvider() {
            @Override
            public String name() {
                return "bare";
            }

            @Override
            public String description() {
                return "no options";
            }


            @Override
            public Judge create(JudgeResources resources) {
                throw new AssertionError("not reached");
            }
        };
        assertThatThrownBy(() -> Judges.create(bare, with("lo", "0.3")))
                .isInstanceOf(ConfigurationException.class).hasMessage("judge \"bare\" takes no options, got \"lo\"");
    }

    @Test
    void aValueOfTheWrongTypeNamesTheOptionAndTheType() {
        Declaring p = new Declaring();
        assertThatThrownBy(() -> Judges.create(p, with("lo", "low")))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("option lo of judge \"declaring\" must be a number, got \"low\"");
        assertThatThrownBy(() -> Judges.create(p, with("lo", "NaN"))).hasMessageContaining("must be a number");
        assertThatThrownBy(() -> Judges.create(p, with("retries", "2.5"))).hasMessageContaining("must be a whole number");
        assertThatThrownBy(() -> Judges.create(p, with("conflicts", "yes"))).hasMessageContaining("must be true or false");
        assertThatThrownBy(() -> Judges.create(p, with("matching", "fuzzy")))
                .hasMessageContaining("must be one of objects, plain, got \"fuzzy\"");
        assertThatThrownBy(() -> Judges.create(p, with("conflict-lexicon", "  ")))
                .hasMessageContaining("must be a non-empty file path");
    }

    @Test
    void wellTypedValuesReachTheProviderAsGivenAndCheckOptionsCanonicalises() {
        Declaring p = new Declaring();
        Judges.create(p, with("lo", "0.30", "retries", "3.0", "matching", "PLAIN")).close();
        assertThat(p.built).containsEntry("lo", "0.30").containsEntry("matching", "PLAIN");
        Map<String, String> given = new LinkedHashMap<>();
        given.put("lo", "0.30");
        given.put("retries", "3.0");
        given.put("matching", " PLAIN ");
        given.put("conflicts", "False");
        assertThat(Judges.checkOptions(p, given)).containsExactly(Map.entry("lo", "0.3"), Map.entry("retries", "3"),
                Map.entry("matching", "plain"), Map.entry("conflicts", "false"));
    }

    @Test
    void recordedOptionsLeaveOutDefaultsAndTuningWhateverTheSpelling() {
        Declaring p = new Declaring();
        assertThat(Judges.recordedOptions(p, Map.of())).isEmpty();
        assertThat(Judges.recordedOptions(p, Map.of("lo", "0.40", "retries", "2", "conflicts", "TRUE",
                "concurrency", "16"))).isEmpty();
        assertThat(Judges.recordedOptions(p, Map.of("lo", "0.45", "conflict-lexicon", "lex.tsv", "matching", "Plain")))
                .containsExactly(Map.entry("conflict-lexicon", "lex.tsv"), Map.entry("lo", "0.45"),
                        Map.entry("matching", "plain"));
    }

    @Test
    void availableJudgesPrintReadably() {
        List<JudgeInfo> all = Judges.available();
        assertThat(all).extracting(JudgeInfo::name).contains("exact-match");
        assertThat(all.toString()).doesNotContain("@").contains("exact-match (needs nothing; no options)");
        JudgeInfo d = JudgeInfo.of(new Declaring());
        assertThat(d.toString()).isEqualTo("declaring (needs nothing; options lo, retries, conflicts, matching, "
                + "conflict-lexicon, concurrency): test judge with declared options");
        assertThat(d.describe()).contains("declaring: test judge with declared options\n  needs nothing\n")
                .contains("  --option lo (number, default 0.4): lower threshold\n")
                .contains("  --option matching (objects|plain, default objects): how clauses match\n")
                .contains("  --option concurrency (integer, tuning): requests in flight\n");
        assertThat(Judges.help()).contains("exact-match: ");
    }

    @Test
    void aDeclarationIsCheckedWhenMade() {
        assertThatThrownBy(() -> JudgeOption.choice("matching", "fuzzy", "doc", "objects", "plain"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("default of option matching");
        assertThatThrownBy(() -> JudgeOption.number("Lo", 0.4, "doc")).hasMessageContaining("lower case");
        assertThatThrownBy(() -> JudgeOption.number("lo", 0.4, " ")).hasMessageContaining("doc");
        assertThat(JudgeOption.bool("conflicts", true, "doc").withDefault("FALSE").defaultValue()).isEqualTo("false");
    }

    @Test
    void anUnknownJudgeNameSuggestsTheClosestOne() {
        assertThatThrownBy(() -> Judges.provider("exact-mach")).hasMessageContaining("did you mean \"exact-match\"?");
    }

    @Test
    void judgesCreatedThroughTheCheckedPathStillScore() {
        try (Judge j = Judges.create(new Declaring(), JudgeResources.none())) {
            ChainScore s = j.score(JudgeRequest.of(ReasoningChain.of("a statement"), ReasoningChain.of("another one")));
            assertThat(s.f1()).isEqualTo(1.0);
        }
    }

    @Test
    void editDistanceCountsInsertionsDeletionsAndSubstitutions() {
        assertThat(Judges.editDistance("kitten", "sitting")).isEqualTo(3);
        assertThat(Judges.editDistance("", "abc")).isEqualTo(3);
        assertThat(Judges.editDistance("LO", "lo")).isZero();
    }

    @Test
    void aSuggestionNeedsAFewEditsOrTheSameStem() {
        assertThat(Judges.didYouMean("retry", List.of("retries", "reasons"))).isEqualTo(" (did you mean \"retries\"?)");
        assertThat(Judges.didYouMean("hii", List.of("hi", "lo"))).isEqualTo(" (did you mean \"hi\"?)");
        assertThat(Judges.didYouMean("temperature", List.of("retries", "reasons"))).isEmpty();
        assertThat(Judges.didYouMean("ret", List.of("retries"))).as("a short prefix is not a stem").isEmpty();
        assertThat(Judges.didYouMean("x", List.of())).isEmpty();
    }

    @Test
    @SuppressWarnings("deprecation") // the string-keyed reads, kept working while deprecated
    void aProviderReadingAnOptionItDoesNotDeclareFailsLoudly() {
        Declaring sloppy = new Declaring() {
            @Override
            public Judge create(JudgeResources resources) {
                resources.doubleOption("hi", 0.8);
                return super.create(resources);
            }
        };
        assertThatThrownBy(() -> Judges.create(sloppy, with("lo", "0.3")))
                .isInstanceOf(org.georc.core.GeorcException.class)
                .hasMessageContaining("judge \"declaring\" reads option \"hi\", which its provider")
                .hasMessageContaining("does not declare in options()");
        // declared options read fine through the same guard, and resources built by hand are not guarded
        Declaring tidy = new Declaring() {
            @Override
            public Judge create(JudgeResources resources) {
                assertThat(resources.doubleOption("lo", 0.4)).isEqualTo(0.3);
                assertThat(resources.booleanOption("conflicts", true)).isTrue();
                return super.create(resources);
            }
        };
        Judges.create(tidy, with("lo", "0.3")).close();
        assertThat(with("anything", "1").option("anything")).contains("1");
    }

    @Test
    void aProviderReadingAnUndeclaredOptionThroughADeclarationFailsLoudlyToo() {
        JudgeOption hi = JudgeOption.number("hi", 0.8, "upper threshold");
        Declaring sloppy = new Declaring() {
            @Override
            public Judge create(JudgeResources resources) {
                resources.number(hi);
                return super.create(resources);
            }
        };
        assertThatThrownBy(() -> Judges.create(sloppy, with("lo", "0.3")))
                .isInstanceOf(org.georc.core.GeorcException.class)
                .hasMessageContaining("judge \"declaring\" reads option \"hi\", which its provider");
        // declared options read typed through the guard, the default from the declaration when unset
        Declaring tidy = new Declaring() {
            @Override
            public Judge create(JudgeResources resources) {
                assertThat(resources.number(JudgeOption.number("lo", 0.4, "lower threshold"))).isEqualTo(0.3);
                assertThat(resources.bool(JudgeOption.bool("conflicts", true, "contradiction check"))).isTrue();
                return super.create(resources);
            }
        };
        Judges.create(tidy, with("lo", "0.3")).close();
    }

    @Test
    @SuppressWarnings("deprecation") // the string-keyed reads, kept working while deprecated
    void wholeNumberOptionsReadAsInts() {
        assertThat(with("n", " 12 ").intOption("n", 3)).isEqualTo(12);
        assertThat(with().intOption("n", 3)).isEqualTo(3);
        assertThatThrownBy(() -> with("n", "1.5").intOption("n", 3)).isInstanceOf(ConfigurationException.class)
                .hasMessage("option n must be a whole number, got \"1.5\"");
        assertThatThrownBy(() -> with("n", "99999999999").intOption("n", 3)).isInstanceOf(ConfigurationException.class);
    }
}
