package org.georc.judges.llm.judge;

import org.georc.judges.llm.Fanout;
import org.georc.judges.llm.answer.Answers;
import org.georc.judges.llm.answer.Asker;
import org.georc.judges.llm.answer.UsageMeter;
import org.georc.judges.llm.prompt.Prompts;

import com.github.benmanes.caffeine.cache.AsyncCache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.georc.core.JudgeException;

import org.georc.core.spi.GenerationOptions;
import org.georc.core.spi.KeyPointExtractor;
import org.georc.core.spi.LanguageModel;

/**
 * The paper's key-point extraction: the LLM rewrites each statement into 1-3 short key clauses
 * (words from the statement, adjectives kept with nouns, negations kept, no place names, no
 * positions in the image). Answers are cached per statement, so a reference chain scored against
 * many candidates is extracted once. An answer with more than three clauses keeps the first
 * three; an empty or unreadable one is retried and then fails the pair. The statements of one
 * call are asked concurrently, up to {@code concurrency} at once.
 */
public final class LlmKeyPointExtractor implements KeyPointExtractor, AutoCloseable {
    private static final String EXPECTED = "{\"clauses\": [\"...\", \"...\"]}";

    private final Asker asker;
    private final String id;
    /**
     * Futures, not values: the first caller of a statement asks the model outside any map lock
     * and others wait on its future, so a slow server never blocks the cache itself. A failed
     * future leaves the cache, so a later call asks again.
     */
    private final AsyncCache<String, List<String>> cache = Caffeine.newBuilder().maximumSize(50_000).buildAsync();
    private final Fanout fanout;

    /**
     * An extractor that sends one request at a time.
     *
     * @param model   the LLM
     * @param retries extra attempts after an unreadable answer
     */
    public LlmKeyPointExtractor(LanguageModel model, int retries) {
        this(model, retries, 1);
    }

    /**
     * @param model       the LLM
     * @param retries     extra attempts after an unreadable answer
     * @param concurrency statements of one call asked at once (at least 1)
     */
    public LlmKeyPointExtractor(LanguageModel model, int retries, int concurrency) {
        this.asker = new Asker(model, GenerationOptions.greedy().withMaxNewTokens(96), retries);
        this.id = "llm:" + model.modelId() + ":prompt-" + Prompts.VERSION;
        this.fanout = new Fanout(concurrency, "georc-keypoints");
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public List<List<String>> extract(List<String> statements) {
        return new ArrayList<>(fanout.run(statements.size(), i -> clauses(statements.get(i), null)));
    }

    /**
     * Asks for the statements not yet cached, concurrently, so that a later {@link #extract} of
     * them is served from the cache.
     *
     * @param statements statements (repeats are asked once)
     * @param meter      where the usage of the requests made here is summed
     * @throws org.georc.core.JudgeException when a statement's answer stays unreadable
     */
    void prefetch(List<String> statements, UsageMeter meter) {
        List<String> distinct = List.copyOf(new java.util.LinkedHashSet<>(statements));
        fanout.run(distinct.size(), i -> clauses(distinct.get(i), meter));
    }

    /** Stops the helper threads of concurrent requests. The model is not closed (it was passed in). */
    @Override
    public void close() {
        fanout.close();
    }

    private List<String> clauses(String statement, UsageMeter meter) {
        CompletableFuture<List<String>> mine = new CompletableFuture<>();
        CompletableFuture<List<String>> theirs = cache.asMap().putIfAbsent(statement, mine);
        if (theirs == null) {
            try {
                mine.complete(ask(statement, meter));
            } catch (RuntimeException e) {
                mine.completeExceptionally(e);
            }
            theirs = mine;
        }
        try {
            return theirs.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new JudgeException("key-point extraction failed: " + e.getCause(), e.getCause());
        }
    }

    private List<String> ask(String statement, UsageMeter meter) {
        List<String> clauses = asker.ask("keypoints", Map.of("statement", statement), EXPECTED,
                ans -> Answers.strings(ans, "clauses").filter(l -> !l.isEmpty()), meter);
        return List.copyOf(clauses.subList(0, Math.min(3, clauses.size())));
    }

}
