package org.georc.judges.llm.http;

import org.georc.core.Redactor;
import java.net.URI;
import org.georc.core.ConfigurationException;

/** Checks a base URL given by the user and turns it into its chat-completions URI. */
final class EndpointUris {
    private EndpointUris() {
    }

    /**
     * @param baseUrl such as http://localhost:8000/v1
     * @return the {@code .../chat/completions} URI
     * @throws ConfigurationException for a blank, malformed or non-HTTP URL, one with credentials or no host
     */
    static URI chatCompletions(String baseUrl) {
        if (baseUrl == null || baseUrl.isBlank()) {
            throw new ConfigurationException("an OpenAI-compatible model needs a base URL and a model name");
        }
        URI uri;
        try {
            uri = new URI(baseUrl.strip());
        } catch (java.net.URISyntaxException e) {
            throw new ConfigurationException("the base URL is not a valid URL: "
                    + Redactor.of().apply(baseUrl) + " (" + e.getReason() + ")");
        }
        if (!"http".equalsIgnoreCase(uri.getScheme()) && !"https".equalsIgnoreCase(uri.getScheme())) {
            throw new ConfigurationException("the base URL must start with http:// or https://, got "
                    + Redactor.of().apply(baseUrl));
        }
        if (uri.getRawUserInfo() != null) {
            throw new ConfigurationException("the base URL carries credentials (user:password@host): they would "
                    + "not be sent as authentication and could leak into logs and result files. Remove them, put "
                    + "the key in an environment variable and name it with `apiKeyEnv` (sent as a bearer "
                    + "token): " + Redactor.of().apply(baseUrl));
        }
        if (uri.getHost() == null) {
            throw new ConfigurationException("the base URL has no host: " + Redactor.of().apply(baseUrl));
        }
        String base = baseUrl.strip();
        base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
        return URI.create(base.endsWith("/chat/completions") ? base : base + "/chat/completions");
    }
}
