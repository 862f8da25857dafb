package org.georc.judges.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.georc.core.ConfigurationException;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.result.ChainScore;
import org.georc.core.result.Provenance;
import org.georc.core.spi.Fingerprinted;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeProvider;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.ModelFactory;
import org.georc.core.spi.ModelKind;
import org.georc.core.spi.ModelNeed;
import org.georc.core.spi.ModelRequest;
import org.georc.metrics.Prf;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The engine takes any kind of model a judge declares, by type: from the caller, else from the
 * factory registered for the type; a model it opened is closed with it, a fingerprinted one is
 * recorded in the run's settings.
 */
class ScoringEngineModelsTest {

    /** A kind of model the engine has never heard of. */
    @ModelKind(value = "a word list", key = "word_list")
    public interface WordList {
        List<String> words();
    }

    /** A word list with an identity, closed by its owner. */
    public static final class Words implements WordList, Fingerprinted, AutoCloseable {
        final List<String> words;
        final AtomicInteger closed = new AtomicInteger();

        Words(String... words) {
            this.words = List.of(words);
        }

        @Override
        public List<String> words() {
            return words;
        }

        @Override
        public Map<String, String> fingerprint() {
            return Map.of("", String.join("+", words));
        }

        @Override
        public void close() {
            closed.incrementAndGet();
        }
    }

    /** Counts the candidate statements that contain a listed word. */
    public static final class WordJudgeProvider implements JudgeProvider {
        @Override
        public String name() {
            return "test-word-list";
        }

        @Override
        public String description() {
            return "test judge needing a word list";
        }

        @Override
        public List<ModelNeed> models() {
            return List.of(ModelNeed.required(WordList.class));
        }

        @Override
        public Judge create(JudgeResources resources) {
            WordList list = resources.require(WordList.class);
            return new Judge() {
                @Override
                public String name() {
                    return "test-word-list";
                }

                @Override
                public ChainScore score(JudgeRequest r) {
                    long hits = r.candidate().statements().stream()
                            .filter(s -> list.words().stream().anyMatch(s::contains)).count();
                    double p = r.candidate().statements().isEmpty() ? 0 : (double) hits / r.candidate().statements().size();
                    return ChainScore.of(Prf.of(p, p), List.of(), List.of(), Provenance.builder("test-word-list").build());
                }
            };
        }
    }

    /** Opens the built-in word list, counting what it opened. */
    public static final class WordListFactory implements ModelFactory<WordList> {
        static final List<Words> OPENED = new java.util.concurrent.CopyOnWriteArrayList<>();

        @Override
        public Class<WordList> type() {
            return WordList.class;
        }

        @Override
        public String name() {
            return "built-in words";
        }

        @Override
        public WordList open(ModelRequest request) {
            Words w = new Words(request.setting("extra").map(x -> new String[] {"bollard", x}).orElse(new String[] {"bollard"}));
            OPENED.add(w);
            return w;
        }
    }

    private ClassLoader previous;

    @BeforeEach
    void clear() {
        WordListFactory.OPENED.clear();
        previous = Thread.currentThread().getContextClassLoader();
    }

    @AfterEach
    void restore() {
        Thread.currentThread().setContextClassLoader(previous);
    }

    /** Registers the test judge, and the factory when asked, through a class loader of their own. */
    private void register(Path dir, boolean withFactory) throws IOException {
        Path services = Files.createDirectories(dir.resolve("META-INF/services"));
        Files.writeString(services.resolve(JudgeProvider.class.getName()), WordJudgeProvider.class.getName() + "\n");
        if (withFactory) {
            Files.writeString(services.resolve(ModelFactory.class.getName()), WordListFactory.class.getName() + "\n");
        }
        Thread.currentThread().setContextClassLoader(new URLClassLoader(new URL[] {dir.toUri().toURL()}, previous));
    }

    private static double precision(ScoringEngine engine) {
        return engine.scorer().score(ReasoningChain.of("white bollard with a black cap", "yellow plates"),
                ReasoningChain.of("white bollards")).precision();
    }

    @Test
    void aJudgeNeedingANewKindOfModelScoresWithTheCallersModel(@TempDir Path dir) throws IOException {
        register(dir, false);
        Words mine = new Words("plates");
        try (ScoringEngine engine = ScoringEngine.builder().judge("test-word-list").flags(false)
                .models(ScoringEngine.Models.of(mine)).build()) {
            assertThat(precision(engine)).isEqualTo(0.5);
            assertThat(engine.settings().values()).containsEntry("word_list", "plates");
        }
        assertThat(mine.closed).as("the caller's model stays the caller's").hasValue(0);
    }

    @Test
    void aMissingKindOfModelIsAClearErrorNamingIt(@TempDir Path dir) throws IOException {
        register(dir, false);
        assertThatThrownBy(() -> ScoringEngine.builder().judge("test-word-list").flags(false).build())
                .isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("judge \"test-word-list\" needs a word list")
                .hasMessageContaining("give one to the engine (`models`) or put a ModelFactory for "
                        + WordList.class.getName() + " on the class path");
    }

    @Test
    void withoutACallersModelTheRegisteredFactoryOpensOneAndTheEngineClosesIt(@TempDir Path dir) throws IOException {
        register(dir, true);
        String withDefault;
        try (ScoringEngine engine = ScoringEngine.builder().judge("test-word-list").flags(false).build()) {
            assertThat(precision(engine)).isEqualTo(0.5);
            withDefault = engine.settings().fingerprint();
            assertThat(WordListFactory.OPENED).hasSize(1);
            assertThat(WordListFactory.OPENED.get(0).closed).hasValue(0);
        }
        assertThat(WordListFactory.OPENED.get(0).closed).hasValue(1);
        try (ScoringEngine engine = ScoringEngine.builder().judge("test-word-list").flags(false)
                .modelSetting(ModelRequest.key(WordList.class, "extra"), "plates").build()) {
            assertThat(precision(engine)).isEqualTo(1.0);
            assertThat(engine.settings().values()).containsEntry("word_list", "bollard+plates");
            assertThat(engine.settings().fingerprint()).as("another model, another fingerprint").isNotEqualTo(withDefault);
        }
    }
}
