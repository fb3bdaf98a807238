/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError, $Array = $util.global.Array, $TypeError = $util.global.TypeError, $String = $util.global.String, $Boolean = $util.global.Boolean, $Number = $util.global.Number, $isFinite = $util.global.isFinite;

const $root = $protobuf.roots["user"] || ($protobuf.roots["user"] = {});

export const bench = $root.bench = (() => {

    const bench = {};

    bench.user = (function() {

        const user = {};

        user.User = (function() {

            const User = function (properties) {
                this.contacts = [];
                this.metadata = {};
                this.children = [];
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            User.prototype.id = "";
            User.prototype.username = "";
            User.prototype.displayName = null;
            User.prototype.age = null;
            User.prototype.role = 0;
            User.prototype.isVerified = false;
            User.prototype.createdAt = 0;
            User.prototype.address = null;
            User.prototype.contacts = $util.emptyArray;
            User.prototype.primaryContact = null;
            User.prototype.metadata = $util.emptyObject;
            User.prototype.children = $util.emptyArray;

            let $oneOfFields;

            // Virtual OneOf for proto3 optional field
            $Object.defineProperty(User.prototype, "_displayName", {
                get: $util.oneOfGetter($oneOfFields = ["displayName"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            // Virtual OneOf for proto3 optional field
            $Object.defineProperty(User.prototype, "_age", {
                get: $util.oneOfGetter($oneOfFields = ["age"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            // Virtual OneOf for proto3 optional field
            $Object.defineProperty(User.prototype, "_address", {
                get: $util.oneOfGetter($oneOfFields = ["address"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            // Virtual OneOf for proto3 optional field
            $Object.defineProperty(User.prototype, "_primaryContact", {
                get: $util.oneOfGetter($oneOfFields = ["primaryContact"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            User.create = function(properties) {
                return new User(properties);
            };

            User.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.id != null && $Object.hasOwnProperty.call(message, "id") && message.id !== "")
                    writer.uint32(10).string(message.id);
                if (message.username != null && $Object.hasOwnProperty.call(message, "username") && message.username !== "")
                    writer.uint32(18).string(message.username);
                if (message.displayName != null && $Object.hasOwnProperty.call(message, "displayName"))
                    writer.uint32(26).string(message.displayName);
                if (message.age != null && $Object.hasOwnProperty.call(message, "age"))
                    writer.uint32(32).uint32(message.age);
                if (message.role != null && $Object.hasOwnProperty.call(message, "role") && message.role !== 0)
                    writer.uint32(40).int32(message.role);
                if (message.isVerified != null && $Object.hasOwnProperty.call(message, "isVerified") && message.isVerified !== false)
                    writer.uint32(48).bool(message.isVerified);
                if (message.createdAt != null && $Object.hasOwnProperty.call(message, "createdAt") && !$Object.is(message.createdAt, 0))
                    writer.uint32(57).double(message.createdAt);
                if (message.address != null && $Object.hasOwnProperty.call(message, "address"))
                    $root.bench.user.Address.encode(message.address, writer.uint32(66).fork(), _depth + 1).ldelim();
                if (message.contacts != null && message.contacts.length)
                    for (let i = 0; i < message.contacts.length; ++i)
                        $root.bench.user.Contact.encode(message.contacts[i], writer.uint32(74).fork(), _depth + 1).ldelim();
                if (message.primaryContact != null && $Object.hasOwnProperty.call(message, "primaryContact"))
                    $root.bench.user.Contact.encode(message.primaryContact, writer.uint32(82).fork(), _depth + 1).ldelim();
                if (message.metadata != null && $Object.hasOwnProperty.call(message, "metadata"))
                    for (let keys = $Object.keys(message.metadata), i = 0; i < keys.length; ++i)
                        writer.uint32(90).fork().uint32(10).string(keys[i]).uint32(18).string(message.metadata[keys[i]]).ldelim();
                if (message.children != null && message.children.length)
                    for (let i = 0; i < message.children.length; ++i)
                        $root.bench.user.User.encode(message.children[i], writer.uint32(98).fork(), _depth + 1).ldelim();
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            User.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            User.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, key, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.user.User();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.id = value;
                            else
                                delete message.id;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.username = value;
                            else
                                delete message.username;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 2)
                                break;
                            message.displayName = reader.stringVerify();
                            message._displayName = "displayName";
                            continue;
                        }
                    case 4: {
                            if (wireType !== 0)
                                break;
                            message.age = reader.uint32();
                            message._age = "age";
                            continue;
                        }
                    case 5: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.role = value;
                            else
                                delete message.role;
                            continue;
                        }
                    case 6: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.bool())
                                message.isVerified = value;
                            else
                                delete message.isVerified;
                            continue;
                        }
                    case 7: {
                            if (wireType !== 1)
                                break;
                            if (!$Object.is(value = reader.double(), 0))
                                message.createdAt = value;
                            else
                                delete message.createdAt;
                            continue;
                        }
                    case 8: {
                            if (wireType !== 2)
                                break;
                            message.address = $root.bench.user.Address.decode(reader, reader.size(), $undefined, _depth + 1, message.address);
                            message._address = "address";
                            continue;
                        }
                    case 9: {
                            if (wireType !== 2)
                                break;
                            if (!(message.contacts && message.contacts.length))
                                message.contacts = [];
                            message.contacts.push($root.bench.user.Contact.decode(reader, reader.size(), $undefined, _depth + 1));
                            continue;
                        }
                    case 10: {
                            if (wireType !== 2)
                                break;
                            message.primaryContact = $root.bench.user.Contact.decode(reader, reader.size(), $undefined, _depth + 1, message.primaryContact);
                            message._primaryContact = "primaryContact";
                            continue;
                        }
                    case 11: {
                            if (wireType !== 2)
                                break;
                            if (message.metadata === $util.emptyObject)
                                message.metadata = {};
                            let end2 = reader.size() + reader.pos;
                            if (end2 > reader.len)
                                throw $RangeError("index out of range");
                            reader.len = end2;
                            key = "";
                            value = "";
                            while (reader.pos < end2) {
                                let tag2 = reader.tag();
                                wireType = tag2 & 7;
                                switch (tag2 >>>= 3) {
                                case 1:
                                    if (wireType !== 2)
                                        break;
                                    key = reader.stringVerify();
                                    continue;
                                case 2:
                                    if (wireType !== 2)
                                        break;
                                    value = reader.stringVerify();
                                    continue;
                                }
                                reader.skipType(wireType, _depth, tag2);
                            }
                            if (reader.pos !== end2)
                                throw $RangeError("index out of range");
                            reader.len = end;
                            if (key === "__proto__")
                                $util.makeProp(message.metadata, key);
                            message.metadata[key] = value;
                            continue;
                        }
                    case 12: {
                            if (wireType !== 2)
                                break;
                            if (!(message.children && message.children.length))
                                message.children = [];
                            message.children.push($root.bench.user.User.decode(reader, reader.size(), $undefined, _depth + 1));
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            User.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            User.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                let properties = {};
                if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                    if (!$util.isString(message.id))
                        return "id: string expected";
                if (message.username != null && $Object.hasOwnProperty.call(message, "username"))
                    if (!$util.isString(message.username))
                        return "username: string expected";
                if (message.displayName != null && $Object.hasOwnProperty.call(message, "displayName")) {
                    properties._displayName = 1;
                    if (!$util.isString(message.displayName))
                        return "displayName: string expected";
                }
                if (message.age != null && $Object.hasOwnProperty.call(message, "age")) {
                    properties._age = 1;
                    if (!$util.isInteger(message.age))
                        return "age: integer expected";
                }
                if (message.role != null && $Object.hasOwnProperty.call(message, "role"))
                    if (typeof message.role !== "number" || (message.role | 0) !== message.role)
                        return "role: enum value expected";
                if (message.isVerified != null && $Object.hasOwnProperty.call(message, "isVerified"))
                    if (typeof message.isVerified !== "boolean")
                        return "isVerified: boolean expected";
                if (message.createdAt != null && $Object.hasOwnProperty.call(message, "createdAt"))
                    if (typeof message.createdAt !== "number")
                        return "createdAt: number expected";
                if (message.address != null && $Object.hasOwnProperty.call(message, "address")) {
                    properties._address = 1;
                    {
                        let error = $root.bench.user.Address.verify(message.address, _depth + 1);
                        if (error)
                            return "address." + error;
                    }
                }
                if (message.contacts != null && $Object.hasOwnProperty.call(message, "contacts")) {
                    if (!$Array.isArray(message.contacts))
                        return "contacts: array expected";
                    for (let i = 0; i < message.contacts.length; ++i) {
                        let error = $root.bench.user.Contact.verify(message.contacts[i], _depth + 1);
                        if (error)
                            return "contacts." + error;
                    }
                }
                if (message.primaryContact != null && $Object.hasOwnProperty.call(message, "primaryContact")) {
                    properties._primaryContact = 1;
                    {
                        let error = $root.bench.user.Contact.verify(message.primaryContact, _depth + 1);
                        if (error)
                            return "primaryContact." + error;
                    }
                }
                if (message.metadata != null && $Object.hasOwnProperty.call(message, "metadata")) {
                    if (!$util.isObject(message.metadata))
                        return "metadata: object expected";
                    let key = $Object.keys(message.metadata);
                    for (let i = 0; i < key.length; ++i)
                        if (!$util.isString(message.metadata[key[i]]))
                            return "metadata: string{k:string} expected";
                }
                if (message.children != null && $Object.hasOwnProperty.call(message, "children")) {
                    if (!$Array.isArray(message.children))
                        return "children: array expected";
                    for (let i = 0; i < message.children.length; ++i) {
                        let error = $root.bench.user.User.verify(message.children[i], _depth + 1);
                        if (error)
                            return "children." + error;
                    }
                }
                return null;
            };

            User.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.user.User)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.user.User: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.user.User();
                if (object.id != null)
                    if (typeof object.id !== "string" || object.id.length)
                        message.id = $String(object.id);
                if (object.username != null)
                    if (typeof object.username !== "string" || object.username.length)
                        message.username = $String(object.username);
                if (object.displayName != null)
                    message.displayName = $String(object.displayName);
                if (object.age != null)
                    message.age = object.age >>> 0;
                if (object.role !== 0 && (typeof object.role !== "string" || $root.bench.user.Role[object.role] !== 0))
                    switch (object.role) {
                    case "GUEST":
                    case 0:
                        message.role = 0;
                        break;
                    case "MEMBER":
                    case 1:
                        message.role = 1;
                        break;
                    case "MODERATOR":
                    case 2:
                        message.role = 2;
                        break;
                    case "ADMIN":
                    case 3:
                        message.role = 3;
                        break;
                    default:
                        if (typeof object.role === "number" && (object.role | 0) === object.role)
                            message.role = object.role;
                    }
                if (object.isVerified != null)
                    if (object.isVerified)
                        message.isVerified = $Boolean(object.isVerified);
                if (object.createdAt != null)
                    if (!$Object.is($Number(object.createdAt), 0))
                        message.createdAt = $Number(object.createdAt);
                if (object.address != null) {
                    if (!$util.isObject(object.address))
                        throw $TypeError(".bench.user.User.address: object expected");
                    message.address = $root.bench.user.Address.fromObject(object.address, _depth + 1);
                }
                if (object.contacts) {
                    if (!$Array.isArray(object.contacts))
                        throw $TypeError(".bench.user.User.contacts: array expected");
                    message.contacts = $Array(object.contacts.length);
                    for (let i = 0; i < object.contacts.length; ++i) {
                        if (!$util.isObject(object.contacts[i]))
                            throw $TypeError(".bench.user.User.contacts: object expected");
                        message.contacts[i] = $root.bench.user.Contact.fromObject(object.contacts[i], _depth + 1);
                    }
                }
                if (object.primaryContact != null) {
                    if (!$util.isObject(object.primaryContact))
                        throw $TypeError(".bench.user.User.primaryContact: object expected");
                    message.primaryContact = $root.bench.user.Contact.fromObject(object.primaryContact, _depth + 1);
                }
                if (object.metadata) {
                    if (!$util.isObject(object.metadata))
                        throw $TypeError(".bench.user.User.metadata: object expected");
                    message.metadata = {};
                    for (let keys = $Object.keys(object.metadata), i = 0; i < keys.length; ++i) {
                        if (keys[i] === "__proto__")
                            $util.makeProp(message.metadata, keys[i]);
                        message.metadata[keys[i]] = $String(object.metadata[keys[i]]);
                    }
                }
                if (object.children) {
                    if (!$Array.isArray(object.children))
                        throw $TypeError(".bench.user.User.children: array expected");
                    message.children = $Array(object.children.length);
                    for (let i = 0; i < object.children.length; ++i) {
                        if (!$util.isObject(object.children[i]))
                            throw $TypeError(".bench.user.User.children: object expected");
                        message.children[i] = $root.bench.user.User.fromObject(object.children[i], _depth + 1);
                    }
                }
                return message;
            };

            User.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.arrays || options.defaults) {
                    object.contacts = [];
                    object.children = [];
                }
                if (options.objects || options.defaults)
                    object.metadata = {};
                if (options.defaults) {
                    object.id = "";
                    object.username = "";
                    object.role = options.enums === $String ? "GUEST" : 0;
                    object.isVerified = false;
                    object.createdAt = 0;
                }
                if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                    object.id = message.id;
                if (message.username != null && $Object.hasOwnProperty.call(message, "username"))
                    object.username = message.username;
                if (message.displayName != null && $Object.hasOwnProperty.call(message, "displayName"))
                    object.displayName = message.displayName;
                if (message.age != null && $Object.hasOwnProperty.call(message, "age"))
                    object.age = message.age;
                if (message.role != null && $Object.hasOwnProperty.call(message, "role"))
                    object.role = options.enums === $String ? $root.bench.user.Role[message.role] === $undefined ? message.role : $root.bench.user.Role[message.role] : message.role;
                if (message.isVerified != null && $Object.hasOwnProperty.call(message, "isVerified"))
                    object.isVerified = message.isVerified;
                if (message.createdAt != null && $Object.hasOwnProperty.call(message, "createdAt"))
                    object.createdAt = options.json && !$isFinite(message.createdAt) ? $String(message.createdAt) : message.createdAt;
                if (message.address != null && $Object.hasOwnProperty.call(message, "address"))
                    object.address = $root.bench.user.Address.toObject(message.address, options, _depth + 1);
                if (message.contacts && message.contacts.length) {
                    object.contacts = $Array(message.contacts.length);
                    for (let j = 0; j < message.contacts.length; ++j)
                        object.contacts[j] = $root.bench.user.Contact.toObject(message.contacts[j], options, _depth + 1);
                }
                if (message.primaryContact != null && $Object.hasOwnProperty.call(message, "primaryContact"))
                    object.primaryContact = $root.bench.user.Contact.toObject(message.primaryContact, options, _depth + 1);
                let keys2;
                if (message.metadata && (keys2 = $Object.keys(message.metadata)).length) {
                    object.metadata = {};
                    for (let j = 0; j < keys2.length; ++j) {
                        if (keys2[j] === "__proto__")
                            $util.makeProp(object.metadata, keys2[j]);
                        object.metadata[keys2[j]] = message.metadata[keys2[j]];
                    }
                }
                if (message.children && message.children.length) {
                    object.children = $Array(message.children.length);
                    for (let j = 0; j < message.children.length; ++j)
                        object.children[j] = $root.bench.user.User.toObject(message.children[j], options, _depth + 1);
                }
                return object;
            };

            User.prototype.toJSON = function() {
                return User.toObject(this, $protobuf.util.toJSONOptions);
            };

            User.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.user.User";
            };

            return User;
        })();

        user.Role = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "GUEST"] = 0;
            values[valuesById[1] = "MEMBER"] = 1;
            values[valuesById[2] = "MODERATOR"] = 2;
            values[valuesById[3] = "ADMIN"] = 3;
            return values;
        })();

        user.Address = (function() {

            const Address = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            Address.prototype.street = "";
            Address.prototype.city = "";
            Address.prototype.postalCode = "";
            Address.prototype.country = "";

            Address.create = function(properties) {
                return new Address(properties);
            };

            Address.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.street != null && $Object.hasOwnProperty.call(message, "street") && message.street !== "")
                    writer.uint32(10).string(message.street);
                if (message.city != null && $Object.hasOwnProperty.call(message, "city") && message.city !== "")
                    writer.uint32(18).string(message.city);
                if (message.postalCode != null && $Object.hasOwnProperty.call(message, "postalCode") && message.postalCode !== "")
                    writer.uint32(26).string(message.postalCode);
                if (message.country != null && $Object.hasOwnProperty.call(message, "country") && message.country !== "")
                    writer.uint32(34).string(message.country);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            Address.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            Address.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.user.Address();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.street = value;
                            else
                                delete message.street;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.city = value;
                            else
                                delete message.city;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.postalCode = value;
                            else
                                delete message.postalCode;
                            continue;
                        }
                    case 4: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.country = value;
                            else
                                delete message.country;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            Address.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            Address.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.street != null && $Object.hasOwnProperty.call(message, "street"))
                    if (!$util.isString(message.street))
                        return "street: string expected";
                if (message.city != null && $Object.hasOwnProperty.call(message, "city"))
                    if (!$util.isString(message.city))
                        return "city: string expected";
                if (message.postalCode != null && $Object.hasOwnProperty.call(message, "postalCode"))
                    if (!$util.isString(message.postalCode))
                        return "postalCode: string expected";
                if (message.country != null && $Object.hasOwnProperty.call(message, "country"))
                    if (!$util.isString(message.country))
                        return "country: string expected";
                return null;
            };

            Address.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.user.Address)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.user.Address: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.user.Address();
                if (object.street != null)
                    if (typeof object.street !== "string" || object.street.length)
                        message.street = $String(object.street);
                if (object.city != null)
                    if (typeof object.city !== "string" || object.city.length)
                        message.city = $String(object.city);
                if (object.postalCode != null)
                    if (typeof object.postalCode !== "string" || object.postalCode.length)
                        message.postalCode = $String(object.postalCode);
                if (object.country != null)
                    if (typeof object.country !== "string" || object.country.length)
                        message.country = $String(object.country);
                return message;
            };

            Address.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.street = "";
                    object.city = "";
                    object.postalCode = "";
                    object.country = "";
                }
                if (message.street != null && $Object.hasOwnProperty.call(message, "street"))
                    object.street = message.street;
                if (message.city != null && $Object.hasOwnProperty.call(message, "city"))
                    object.city = message.city;
                if (message.postalCode != null && $Object.hasOwnProperty.call(message, "postalCode"))
                    object.postalCode = message.postalCode;
                if (message.country != null && $Object.hasOwnProperty.call(message, "country"))
                    object.country = message.country;
                return object;
            };

            Address.prototype.toJSON = function() {
                return Address.toObject(this, $protobuf.util.toJSONOptions);
            };

            Address.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.user.Address";
            };

            return Address;
        })();

        user.Contact = (function() {

            const Contact = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            Contact.prototype.EmailContact = null;
            Contact.prototype.PhoneContact = null;

            let $oneOfFields;

            $Object.defineProperty(Contact.prototype, "value", {
                get: $util.oneOfGetter($oneOfFields = ["EmailContact", "PhoneContact"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            Contact.create = function(properties) {
                return new Contact(properties);
            };

            Contact.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.EmailContact != null && $Object.hasOwnProperty.call(message, "EmailContact"))
                    $root.bench.user.EmailContact.encode(message.EmailContact, writer.uint32(10).fork(), _depth + 1).ldelim();
                if (message.PhoneContact != null && $Object.hasOwnProperty.call(message, "PhoneContact"))
                    $root.bench.user.PhoneContact.encode(message.PhoneContact, writer.uint32(18).fork(), _depth + 1).ldelim();
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            Contact.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            Contact.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.user.Contact();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            message.EmailContact = $root.bench.user.EmailContact.decode(reader, reader.size(), $undefined, _depth + 1, message.EmailContact);
                            message.value = "EmailContact";
                            continue;
                        }
                    case 2: {
                            if (wireType !== 2)
                                break;
                            message.PhoneContact = $root.bench.user.PhoneContact.decode(reader, reader.size(), $undefined, _depth + 1, message.PhoneContact);
                            message.value = "PhoneContact";
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            Contact.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            Contact.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                let properties = {};
                if (message.EmailContact != null && $Object.hasOwnProperty.call(message, "EmailContact")) {
                    properties.value = 1;
                    {
                        let error = $root.bench.user.EmailContact.verify(message.EmailContact, _depth + 1);
                        if (error)
                            return "EmailContact." + error;
                    }
                }
                if (message.PhoneContact != null && $Object.hasOwnProperty.call(message, "PhoneContact")) {
                    if (properties.value === 1)
                        return "value: multiple values";
                    properties.value = 1;
                    {
                        let error = $root.bench.user.PhoneContact.verify(message.PhoneContact, _depth + 1);
                        if (error)
                            return "PhoneContact." + error;
                    }
                }
                return null;
            };

            Contact.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.user.Contact)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.user.Contact: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.user.Contact();
                if (object.EmailContact != null) {
                    if (!$util.isObject(object.EmailContact))
                        throw $TypeError(".bench.user.Contact.EmailContact: object expected");
                    message.EmailContact = $root.bench.user.EmailContact.fromObject(object.EmailContact, _depth + 1);
                }
                if (object.PhoneContact != null) {
                    if (!$util.isObject(object.PhoneContact))
                        throw $TypeError(".bench.user.Contact.PhoneContact: object expected");
                    message.PhoneContact = $root.bench.user.PhoneContact.fromObject(object.PhoneContact, _depth + 1);
                }
                return message;
            };

            Contact.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (message.EmailContact != null && $Object.hasOwnProperty.call(message, "EmailContact")) {
                    object.EmailContact = $root.bench.user.EmailContact.toObject(message.EmailContact, options, _depth + 1);
                    if (options.oneofs)
                        object.value = "EmailContact";
                }
                if (message.PhoneContact != null && $Object.hasOwnProperty.call(message, "PhoneContact")) {
                    object.PhoneContact = $root.bench.user.PhoneContact.toObject(message.PhoneContact, options, _depth + 1);
                    if (options.oneofs)
                        object.value = "PhoneContact";
                }
                return object;
            };

            Contact.prototype.toJSON = function() {
                return Contact.toObject(this, $protobuf.util.toJSONOptions);
            };

            Contact.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.user.Contact";
            };

            return Contact;
        })();

        user.EmailContact = (function() {

            const EmailContact = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            EmailContact.prototype.email = "";
            EmailContact.prototype.verified = false;

            EmailContact.create = function(properties) {
                return new EmailContact(properties);
            };

            EmailContact.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.email != null && $Object.hasOwnProperty.call(message, "email") && message.email !== "")
                    writer.uint32(10).string(message.email);
                if (message.verified != null && $Object.hasOwnProperty.call(message, "verified") && message.verified !== false)
                    writer.uint32(16).bool(message.verified);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            EmailContact.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            EmailContact.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.user.EmailContact();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.email = value;
                            else
                                delete message.email;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.bool())
                                message.verified = value;
                            else
                                delete message.verified;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            EmailContact.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            EmailContact.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.email != null && $Object.hasOwnProperty.call(message, "email"))
                    if (!$util.isString(message.email))
                        return "email: string expected";
                if (message.verified != null && $Object.hasOwnProperty.call(message, "verified"))
                    if (typeof message.verified !== "boolean")
                        return "verified: boolean expected";
                return null;
            };

            EmailContact.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.user.EmailContact)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.user.EmailContact: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.user.EmailContact();
                if (object.email != null)
                    if (typeof object.email !== "string" || object.email.length)
                        message.email = $String(object.email);
                if (object.verified != null)
                    if (object.verified)
                        message.verified = $Boolean(object.verified);
                return message;
            };

            EmailContact.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.email = "";
                    object.verified = false;
                }
                if (message.email != null && $Object.hasOwnProperty.call(message, "email"))
                    object.email = message.email;
                if (message.verified != null && $Object.hasOwnProperty.call(message, "verified"))
                    object.verified = message.verified;
                return object;
            };

            EmailContact.prototype.toJSON = function() {
                return EmailContact.toObject(this, $protobuf.util.toJSONOptions);
            };

            EmailContact.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.user.EmailContact";
            };

            return EmailContact;
        })();

        user.PhoneContact = (function() {

            const PhoneContact = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            PhoneContact.prototype.countryCode = 0;
            PhoneContact.prototype.number = "";
            PhoneContact.prototype.kind = 0;

            PhoneContact.create = function(properties) {
                return new PhoneContact(properties);
            };

            PhoneContact.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.countryCode != null && $Object.hasOwnProperty.call(message, "countryCode") && message.countryCode !== 0)
                    writer.uint32(8).uint32(message.countryCode);
                if (message.number != null && $Object.hasOwnProperty.call(message, "number") && message.number !== "")
                    writer.uint32(18).string(message.number);
                if (message.kind != null && $Object.hasOwnProperty.call(message, "kind") && message.kind !== 0)
                    writer.uint32(24).int32(message.kind);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            PhoneContact.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            PhoneContact.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.user.PhoneContact();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.countryCode = value;
                            else
                                delete message.countryCode;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.number = value;
                            else
                                delete message.number;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.kind = value;
                            else
                                delete message.kind;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            PhoneContact.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            PhoneContact.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.countryCode != null && $Object.hasOwnProperty.call(message, "countryCode"))
                    if (!$util.isInteger(message.countryCode))
                        return "countryCode: integer expected";
                if (message.number != null && $Object.hasOwnProperty.call(message, "number"))
                    if (!$util.isString(message.number))
                        return "number: string expected";
                if (message.kind != null && $Object.hasOwnProperty.call(message, "kind"))
                    if (typeof message.kind !== "number" || (message.kind | 0) !== message.kind)
                        return "kind: enum value expected";
                return null;
            };

            PhoneContact.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.user.PhoneContact)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.user.PhoneContact: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.user.PhoneContact();
                if (object.countryCode != null)
                    if ($Number(object.countryCode) !== 0)
                        message.countryCode = object.countryCode >>> 0;
                if (object.number != null)
                    if (typeof object.number !== "string" || object.number.length)
                        message.number = $String(object.number);
                if (object.kind !== 0 && (typeof object.kind !== "string" || $root.bench.user.PhoneKind[object.kind] !== 0))
                    switch (object.kind) {
                    case "MOBILE":
                    case 0:
                        message.kind = 0;
                        break;
                    case "HOME":
                    case 1:
                        message.kind = 1;
                        break;
                    case "WORK":
                    case 2:
                        message.kind = 2;
                        break;
                    default:
                        if (typeof object.kind === "number" && (object.kind | 0) === object.kind)
                            message.kind = object.kind;
                    }
                return message;
            };

            PhoneContact.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.countryCode = 0;
                    object.number = "";
                    object.kind = options.enums === $String ? "MOBILE" : 0;
                }
                if (message.countryCode != null && $Object.hasOwnProperty.call(message, "countryCode"))
                    object.countryCode = message.countryCode;
                if (message.number != null && $Object.hasOwnProperty.call(message, "number"))
                    object.number = message.number;
                if (message.kind != null && $Object.hasOwnProperty.call(message, "kind"))
                    object.kind = options.enums === $String ? $root.bench.user.PhoneKind[message.kind] === $undefined ? message.kind : $root.bench.user.PhoneKind[message.kind] : message.kind;
                return object;
            };

            PhoneContact.prototype.toJSON = function() {
                return PhoneContact.toObject(this, $protobuf.util.toJSONOptions);
            };

            PhoneContact.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.user.PhoneContact";
            };

            return PhoneContact;
        })();

        user.PhoneKind = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "MOBILE"] = 0;
            values[valuesById[1] = "HOME"] = 1;
            values[valuesById[2] = "WORK"] = 2;
            return values;
        })();

        return user;
    })();

    return bench;
})();

export {
  $root as default
};
