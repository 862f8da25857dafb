package org.georc.core.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.georc.core.ConfigurationException;
import org.georc.core.GeorcException;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.result.ChainScore;
import org.georc.metrics.Prf;
import org.georc.core.result.Provenance;
import org.junit.jupiter.api.Test;

/** The open judge SPI: models by type, declared LLM use, typed options with ranges, the name check, score extras. */
class OpenSpiTest {
    /** A kind of model core has never heard of. */
    interface ImageTagger {
        List<String> tags(Path image);
    }

    /** A provider whose judge needs an {@link ImageTagger} and reports its first tag as a note. */
    static class Tagging implements JudgeProvider {
        static final JudgeOption MIN_TAGS = JudgeOption.integer("min-tags", 2, "tags to ask for").between(1, 5);
        String judgeName = "tagging";
        int minTags;

        @Override
        public String name() {
            return "tagging";
        }

        @Override
        public String description() {
            return "test judge with a new kind of model";
        }

        @Override
        public List<ModelNeed> models() {
            return List.of(ModelNeed.required(ImageTagger.class), ModelNeed.optional(SentenceEncoder.class));
        }

        @Override
        public List<JudgeOption> options() {
            return List.of(MIN_TAGS);
        }

        @Override
        public Judge create(JudgeResources resources) {
            ImageTagger tagger = resources.require(ImageTagger.class);
            minTags = resources.integer(MIN_TAGS);
            String first = tagger.tags(Path.of("x.jpg")).get(0);
            return new StatementJudge(judgeName) {
                @Override
                protected Rating rate(Statement s) {
                    return Rating.of(s.text().contains(first) ? 1 : 0);
                }
            };
        }
    }

    private static final ImageTagger TAGGER = image -> List.of("bollard", "road");

    @Test
    void aNewKindOfModelIsLookedUpByItsTypeWithNoChangeInCore() {
        Tagging p = new Tagging();
        JudgeResources r = JudgeResources.builder().model(ImageTagger.class, TAGGER).build();
        try (Judge j = Judges.create(p, r)) {
            ChainScore s = j.score(JudgeRequest.of(ReasoningChain.of("a bollard"), ReasoningChain.of("a road")));
            assertThat(s.precision()).isEqualTo(1.0);
            assertThat(s.recall()).isZero();
        }
        assertThat(p.minTags).as("the declared default, read through the declaration").isEqualTo(2);
        assertThat(r.optional(SentenceEncoder.class)).isEmpty();
        assertThat(r.modelTypes()).containsExactly(ImageTagger.class);
    }

    @Test
    void aMissingRequiredModelIsRefusedBeforeTheProviderRunsNamingJudgeAndModel() {
        assertThatThrownBy(() -> Judges.create(new Tagging() {
            @Override
            public Judge create(JudgeResources resources) {
                throw new AssertionError("not reached");
            }
        }, JudgeResources.none()))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("judge \"tagging\" needs an image tagger");
        assertThat(JudgeInfo.of(new Tagging()).needs()).isEqualTo("an image tagger");
        assertThat(JudgeInfo.of(new Tagging()).toString()).startsWith("tagging (needs an image tagger; options min-tags)");
    }

    @Test
    void modelKindsSayHowToSupplyThem() {
        assertThat(ModelNeed.missing(LanguageModel.class))
                .isEqualTo("a language model (a local ONNX model directory or an OpenAI-compatible endpoint)");
        assertThat(ModelNeed.missing(PairClassifier.class)).as("the model setting's Java name, not a CLI option")
                .isEqualTo("a pair classifier (the georc-cross-encoder weights module on the class path, or a model "
                        + "folder, `pair_classifier.dir`)")
                .contains("`" + ModelRequest.key(PairClassifier.class, ModelRequest.DIR) + "`");
        assertThat(ModelNeed.describe(VisionLanguageModel.class)).isEqualTo("a vision-language model");
        assertThat(ModelNeed.optional(SentenceEncoder.class)).hasToString("optionally a sentence encoder");
    }

    @Test
    void aVisionModelGivenAloneAnswersForALanguageModelButAnExactTypeWins() {
        VisionLanguageModel vlm = new VisionLanguageModel() {
            @Override
            public String generate(List<ChatMessage> messages, Path image, GenerationOptions options) {
                return "vlm";
            }

            @Override
            public String modelId() {
                return "vlm";
            }

            @Override
            public String generate(List<ChatMessage> messages, GenerationOptions options) {
                return "vlm";
            }
        };
        LanguageModel llm = new LanguageModel() {
            @Override
            public String modelId() {
                return "llm";
            }

            @Override
            public String generate(List<ChatMessage> messages, GenerationOptions options) {
                return "llm";
            }
        };
        assertThat(JudgeResources.builder().visionModel(vlm).build().optional(LanguageModel.class)).containsSame(vlm);
        assertThat(JudgeResources.builder().visionModel(vlm).languageModel(llm).build().optional(LanguageModel.class))
                .containsSame(llm);
        assertThat(JudgeResources.builder().languageModel(llm).languageModel(null).build().modelTypes()).isEmpty();
    }

    @Test
    void aProviderLookingUpAModelItDoesNotDeclareFailsLoudly() {
        Tagging sloppy = new Tagging() {
            @Override
            public Judge create(JudgeResources resources) {
                resources.optional(LanguageModel.class);
                return super.create(resources);
            }
        };
        assertThatThrownBy(() -> Judges.create(sloppy, JudgeResources.builder().model(ImageTagger.class, TAGGER).build()))
                .isInstanceOf(GeorcException.class)
                .hasMessageContaining("judge \"tagging\" looks up a language model")
                .hasMessageContaining("does not declare in models()");
    }

    @Test
    void aJudgeMustCarryItsProvidersName() {
        Tagging misnamed = new Tagging();
        misnamed.judgeName = "taggin";
        assertThatThrownBy(() -> Judges.create(misnamed, JudgeResources.builder().model(ImageTagger.class, TAGGER).build()))
                .isInstanceOf(GeorcException.class)
                .hasMessageContaining("is registered as \"tagging\" but built a judge named \"taggin\"");
    }

    @Test
    void llmUseIsDeclaredNotInferredFromModels() {
        assertThat(new Tagging().callsLlm()).as("needs a model, calls no LLM").isFalse();
        assertThat(new FixedJudgeProvider().callsLlm()).isFalse();
        assertThat(JudgeInfo.of(new Tagging()).callsLlm()).isFalse();
        assertThat(new Tagging().uses(SentenceEncoder.class)).isTrue();
        assertThat(new Tagging().requires(SentenceEncoder.class)).isFalse();
        assertThat(new Tagging().requires(ImageTagger.class)).isTrue();
    }

    @Test
    void aRangeIsDeclaredOnceCheckedBeforeBuildingAndPrinted() {
        Tagging p = new Tagging();
        JudgeResources.Builder r = JudgeResources.builder().model(ImageTagger.class, TAGGER);
        assertThatThrownBy(() -> Judges.create(p, r.option("min-tags", "6").build()))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("option min-tags of judge \"tagging\" must be a whole number from 1 to 5, got \"6\"");
        Judges.create(p, r.option("min-tags", "5.0").build()).close();
        assertThat(p.minTags).isEqualTo(5);
        assertThat(Tagging.MIN_TAGS.describe()).isEqualTo("min-tags (integer, default 2, from 1 to 5): tags to ask for");
        assertThat(JudgeOption.number("lo", 0.4, "doc").atLeast(0).canonical("j", "0")).isEqualTo("0.0");
        assertThatThrownBy(() -> JudgeOption.number("lo", 0.4, "doc").atLeast(0.5))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("default of option lo");
        assertThatThrownBy(() -> JudgeOption.bool("b", true, "doc").atLeast(1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("only a number has a range");
    }

    @Test
    void typedReadsCheckTheDeclaredType() {
        JudgeOption flag = JudgeOption.bool("conflicts", true, "doc");
        JudgeResources r = JudgeResources.builder().option("conflicts", "FALSE").build();
        assertThat(r.bool(flag)).isFalse();
        assertThat(JudgeResources.none().bool(flag)).isTrue();
        assertThatThrownBy(() -> r.number(flag)).isInstanceOf(GeorcException.class)
                .hasMessageContaining("declared as true or false, read as a number");
        JudgeOption noDefault = JudgeOption.integer("concurrency", "doc");
        assertThat(JudgeResources.none().isSet(noDefault)).isFalse();
        assertThatThrownBy(() -> JudgeResources.none().integer(noDefault)).hasMessageContaining("has no default");
        assertThat(JudgeResources.none().text(JudgeOption.path("lexicon", "doc"))).isEmpty();
    }

    /** What one judge knows and others do not. */
    record Verdicts(List<Boolean> holds) {
    }

    @Test
    void judgeSpecificDataTravelsOnTheScoreByType() {
        Provenance p = Provenance.builder("t").build();
        ChainScore plain = ChainScore.of(Prf.of(0.5, 0.5), List.of(), List.of(), p);
        ChainScore with = plain.with(Verdicts.class, new Verdicts(List.of(true)));
        assertThat(plain.extra(Verdicts.class)).isEmpty();
        assertThat(with.withUsage(null).withNote("n").withProvenance(p).extra(Verdicts.class))
                .hasValueSatisfying(v -> assertThat(v.holds()).containsExactly(true));
        assertThat(with.with(Verdicts.class, null).extra(Verdicts.class)).isEmpty();
        assertThat(with.extra(String.class)).isEmpty();
    }
}
