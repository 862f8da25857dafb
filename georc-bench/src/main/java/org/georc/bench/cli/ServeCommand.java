package org.georc.bench.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.georc.bench.serve.ScoreServer;
import org.georc.bench.serve.ScoreService;
import org.georc.bench.serve.Serving;
import org.georc.core.ConfigurationException;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.records.ReferenceRecord;
import org.georc.judges.llm.prompt.PromptSource;
import org.georc.judges.llm.prompt.Prompts;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code georc serve}: scores chains over HTTP with the judge {@code georc score} would use for
 * the same options ({@link JudgeCommand#openJudge}); the server is {@link ScoreServer}.
 */
@Command(name = "serve", header = "Score chains over HTTP: /v1/score, OpenRLHF's /get_reward, /healthz, /metrics",
        mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Loads the judge once and serves it over HTTP (docs/SERVE.md has the contract):",
            "- POST /v1/score {\"pairs\": [{\"candidate\", \"reference\" | \"reference_id\"}]} -> P, R, F1 per pair, in order;",
            "- POST /get_reward: OpenRLHF's remote reward (--remote_rm_url http://HOST:PORT/get_reward);",
            "- GET /healthz and GET /metrics (Prometheus).",
            "Scores are exactly those of `georc score` with the same judge options. Pairs of concurrent",
            "requests are scored together in batches; a full queue answers 429 with Retry-After.",
            "Binds to 127.0.0.1 unless --host says otherwise. SIGTERM (or Ctrl-C) stops accepting requests,",
            "finishes those accepted and exits 0."})
final class ServeCommand extends JudgeCommand {
    @Option(names = "--port", required = true, paramLabel = "N", order = -10,
            description = "port to listen on (0: any free port; the one chosen is printed)")
    int port;

    @Option(names = "--host", defaultValue = "127.0.0.1", paramLabel = "ADDRESS", order = -9,
            description = "address to bind (default 127.0.0.1: this machine only; 0.0.0.0: every interface)")
    String host;

    @Option(names = "--references", paramLabel = "R.jsonl|DIR", order = -8,
            description = "references that requests name by id (reference_id, or a /get_reward label)")
    Path references;

    @Option(names = "--reward", defaultValue = "f1", paramLabel = "KIND",
            description = "what /get_reward returns: f1 (default), precision, recall, or f1-flags (F1 minus "
                    + "--flag-penalty x the share of flagged statements)")
    String reward;

    @Option(names = "--failed-reward", defaultValue = "0", paramLabel = "R",
            description = "the reward of a pair the judge could not score (default 0; such pairs are counted in "
                    + "extra_logs.georc_failed)")
    double failedReward;

    @Option(names = "--flag-penalty", defaultValue = "0.5", paramLabel = "W",
            description = "f1-flags: what a chain whose every statement is flagged loses (default 0.5)")
    double flagPenalty;

    @Option(names = "--token-env", paramLabel = "VAR",
            description = "environment variable holding a bearer token every request but /healthz must carry "
                    + "(never logged)")
    String tokenEnv;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--threads", defaultValue = "2", paramLabel = "N",
            description = "batches scored in parallel (default 2)")
    int threads;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--batch", defaultValue = "64", paramLabel = "N",
            description = "most pairs per judge batch, gathered from concurrent requests (default 64)")
    int batch;

    @Option(names = "--max-queue", defaultValue = "1024", paramLabel = "N",
            description = "most pairs accepted and not yet scored; more: 429 with Retry-After (default 1024)")
    int maxQueue;

    @Option(names = "--max-pairs", defaultValue = "256", paramLabel = "N",
            description = "most pairs (or queries) per request; more: 413 (default 256)")
    int maxPairs;

    @Option(names = "--max-body-bytes", defaultValue = "16777216", paramLabel = "N",
            description = "largest request body; larger: 413 (default 16 MiB)")
    long maxBodyBytes;

    @Option(names = "--max-chain-chars", defaultValue = "100000", paramLabel = "N",
            description = "longest chain accepted (default 100000)")
    int maxChainChars;

    @Option(names = "--drain-timeout", defaultValue = "60", paramLabel = "SECONDS",
            description = "on SIGTERM, how long accepted requests may take to finish (default 60)")
    int drainSeconds;

    @Mixin
    DataOptions data;

    @Override
    public Integer call() throws InterruptedException {
        if (listOrCheckJudge()) {
            return 0;
        }
        OptionChecks.atLeast("--threads", threads, 1);
        OptionChecks.atLeast("--batch", batch, 1);
        OptionChecks.atLeast("--max-queue", maxQueue, 1);
        OptionChecks.atLeast("--max-pairs", maxPairs, 1);
        OptionChecks.atLeast("--max-body-bytes", maxBodyBytes, 1024);
        OptionChecks.atLeast("--max-chain-chars", maxChainChars, 1);
        OptionChecks.atLeast("--drain-timeout", drainSeconds, 0);
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("--port must be in [0, 65535], got " + port);
        }
        ScoreService.Reward kind = ScoreService.Reward.fromName(reward);
        if (kind == ScoreService.Reward.F1_FLAGS && noFlags) {
            throw new IllegalArgumentException("--reward f1-flags needs the statement flags that --no-flags turns off");
        }
        String token = null;
        if (tokenEnv != null) {
            token = System.getenv(tokenEnv);
            if (token == null || token.isBlank()) {
                throw new ConfigurationException("--token-env " + tokenEnv + ": the variable is not set or empty");
            }
        }
        ConclusionMode mode = conclusionMode();
        Map<String, ReferenceRecord> refs = references == null ? Map.of()
                : data.references(references, mode.referenceParser(), maxChainChars, err());
        PromptSource prompts = prompts();
        var err = err();
        List<Path> roots = new ArrayList<>();
        if (references != null) {
            roots.add(Files.isDirectory(references) ? references : references.toAbsolutePath().getParent());
        }
        roots.addAll(llm.imageRoots);
        try (Prompts.Scope scope = Prompts.use(prompts);
             OpenJudge open = openJudge(threads, mode, prompts, settingsOf(refs));
             ScoreService svc = Serving.service(open.engine(), refs, mode.referenceParser(), roots, llm.maxImageBytes)
                     .maxChainChars(maxChainChars).maxPairs(maxPairs).batchSize(batch).workers(threads)
                     .queueCapacity(maxQueue).reward(kind).failedReward(failedReward).flagPenalty(flagPenalty).build();
             ScoreServer server = ScoreServer.builder(svc).host(host).port(port).token(token)
                     .maxBodyBytes(maxBodyBytes).drainTimeout(Duration.ofSeconds(drainSeconds)).start()) {
            if (token == null && !Serving.isLoopback(host)) {
                err.println("warning: georc serve listens on " + host + " without --token-env: anyone who can "
                        + "reach this port can use the judge");
            }
            err.println("georc serve: listening on http://" + host + ":" + server.port() + " (judge " + judgeName
                    + ", settings_sha256 " + open.engine().settings().fingerprint() + ", " + refs.size() + " reference(s))");
            err.flush();
            Serving.untilSignalled(server, m -> {
                err.println(m);
                err.flush();
            });
        } finally {
            llm.report(err());
        }
        return 0;
    }

    /**
     * The settings entries of this command: which expert the loaded references are, when they
     * name experts (as {@code georc score} records it, so both give the same settings_sha256).
     */
    private Map<String, String> settingsOf(Map<String, ReferenceRecord> refs) {
        Map<String, String> m = new LinkedHashMap<>();
        if (refs.values().stream().anyMatch(r -> r.expert() != null)) {
            m.putAll(data.settings());
        }
        return m;
    }
}
